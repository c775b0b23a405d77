import { Navigate } from 'react-router';
import { buttonClasses } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { CUSTOMERS_CSV_URL } from '../api/export-customers.ts';
import { useStaff } from '../api/get-staff.ts';
import { AdminList } from '../components/admin-list.tsx';
import { GrantAdminForm } from '../components/grant-admin-form.tsx';

/** /admin/staff: who the admins are, granting and revoking the role, and the customers export. */
export default function AdminStaffPage() {
  const { profile } = useProfile();
  const staff = useStaff();

  if (staff.error instanceof ApiError && staff.error.status === 401)
    return <Navigate to={loginWithReturnTo(routes.adminStaff.href())} replace />;
  if (staff.error instanceof ApiError && staff.error.status === 403) return <Navigate to={routes.dashboard.href()} replace />;

  return (
    <>
      <PageMeta title="Staff" />
      <div className="flex flex-col gap-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-display text-3xl font-semibold tracking-wide">Staff</h1>
          <a href={CUSTOMERS_CSV_URL} download className={buttonClasses('secondary', 'text-sm')}>
            Export customers CSV
          </a>
        </div>

        <section aria-labelledby="staff-admins" className="flex flex-col gap-4">
          <h2 id="staff-admins" className="font-display text-xl font-semibold tracking-wide">
            Admins
          </h2>
          {staff.isPending && (
            <p role="status" className="text-stone-300">
              Loading...
            </p>
          )}
          {staff.isError && !(staff.error instanceof ApiError && staff.error.status < 500) && (
            <p className="text-stone-300">Could not load the admins.</p>
          )}
          {staff.data && profile && <AdminList admins={staff.data.admins} selfId={profile.id} />}
        </section>

        <section aria-labelledby="staff-grant" className="flex flex-col gap-4">
          <div>
            <h2 id="staff-grant" className="font-display text-xl font-semibold tracking-wide">
              Make someone an admin
            </h2>
            <p className="mt-1 text-sm text-stone-400">They need an account first: ask them to sign up with the email you enter here.</p>
          </div>
          <GrantAdminForm />
        </section>
      </div>
    </>
  );
}
