import { ROLE_SUMMARIES } from '@store/shared/roles';
import { buttonClasses } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { CUSTOMERS_CSV_URL } from '../api/export-customers.ts';
import { useStaff } from '../api/get-staff.ts';
import { AddMemberForm } from '../components/add-member-form.tsx';
import { MemberList } from '../components/member-list.tsx';
import { RoleHistory } from '../components/role-history.tsx';

const HEADING = 'font-display text-xl font-semibold tracking-wide';

/** /admin/staff (owners): who the owners and staff are, changing roles, the record of changes, and the customers export. */
export default function AdminStaffPage() {
  const { profile } = useProfile();
  const staff = useStaff();

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

        <section aria-labelledby="staff-members" className="flex flex-col gap-4">
          <div>
            <h2 id="staff-members" className={HEADING}>
              Owners and staff
            </h2>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-400">
              <li>{ROLE_SUMMARIES.owner}</li>
              <li>{ROLE_SUMMARIES.staff}</li>
            </ul>
          </div>
          {staff.isPending && (
            <p role="status" className="text-stone-300">
              Loading...
            </p>
          )}
          {staff.isError && !(staff.error instanceof ApiError && staff.error.status < 500) && (
            <p className="text-stone-300">Could not load the staff.</p>
          )}
          {staff.data && profile && <MemberList members={staff.data.members} selfId={profile.id} />}
        </section>

        <section aria-labelledby="staff-add" className="flex flex-col gap-4">
          <div>
            <h2 id="staff-add" className={HEADING}>
              Add someone
            </h2>
            <p className="mt-1 text-sm text-stone-400">They need an account first: ask them to sign up with the email you enter here.</p>
          </div>
          <AddMemberForm />
        </section>

        <section aria-labelledby="staff-changes" className="flex flex-col gap-4">
          <div>
            <h2 id="staff-changes" className={HEADING}>
              Role changes
            </h2>
            <p className="mt-1 text-sm text-stone-400">Every change is kept here and emailed to the owners.</p>
          </div>
          {staff.data && <RoleHistory changes={staff.data.changes} />}
        </section>
      </div>
    </>
  );
}
