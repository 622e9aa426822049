import { PageHeading } from '../components/app-layout';

export default function DiscoverPage() {
  return <PageHeading title="Discover Recipes" />;
}
