import '@/components/admin/admin.css';
import { GeneratorView } from '@/features/admin-generator/components/generator-view';

export function Component() {
  return <GeneratorView />;
}
