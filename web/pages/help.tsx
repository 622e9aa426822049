import { PageHeading } from '../components/app-layout';

export default function HelpPage() {
  return <PageHeading title="Help Center" />;
}
