import { PageHeading } from '../components/app-layout';

export default function AdminPage() {
  return <PageHeading title="Admin Dashboard" />;
}
