import { PageHeading } from '../components/app-layout';

export default function SubscribePage() {
  return <PageHeading title="Choose Your Plan" />;
}
