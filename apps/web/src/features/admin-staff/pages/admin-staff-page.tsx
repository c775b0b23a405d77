import { useId, type ReactNode } from 'react';
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

/** A part of the page: its heading, what it is for, and its content. */
function StaffSection({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-display text-xl font-semibold tracking-wide">
          {title}
        </h2>
        <div className="mt-1 text-sm text-stone-400">{intro}</div>
      </div>
      {children}
    </section>
  );
}

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

        <StaffSection
          title="Owners and staff"
          intro={
            <ul className="flex flex-col gap-1">
              <li>{ROLE_SUMMARIES.owner}</li>
              <li>{ROLE_SUMMARIES.staff}</li>
            </ul>
          }
        >
          {staff.isPending && (
            <p role="status" className="text-stone-300">
              Loading...
            </p>
          )}
          {staff.isError && !(staff.error instanceof ApiError && staff.error.status < 500) && (
            <p className="text-stone-300">Could not load the staff.</p>
          )}
          {staff.data && profile && <MemberList members={staff.data.members} selfId={profile.id} />}
        </StaffSection>

        <StaffSection title="Add someone" intro="They need an account first: ask them to sign up with the email you enter here.">
          <AddMemberForm />
        </StaffSection>

        <StaffSection title="Role changes" intro="Every change is kept here and emailed to the owners.">
          {staff.data && <RoleHistory changes={staff.data.changes} />}
        </StaffSection>
      </div>
    </>
  );
}
