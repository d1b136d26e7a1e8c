import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ProtectedRoute } from '@/lib/auth';
import { AppLayout } from './app-layout';

export function Component() {
  return (
    <ProtectedRoute>
      <AppLayout>
        <Suspense fallback={<div className="page-center"><Spinner size="lg" /></div>}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </ProtectedRoute>
  );
}
