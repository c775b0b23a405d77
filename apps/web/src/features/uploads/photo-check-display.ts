import { blocksUpload, type PhotoCheck, type PhotoFinding } from '@store/shared/photo-check';

/** What the upload form makes of the photo check: still checking, could not check, fine, worth a warning, or refused. */
export type PhotoVerdict =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'unchecked' }
  | { kind: 'good' }
  | { kind: 'warnings'; warnings: PhotoFinding[] }
  | { kind: 'blocked'; blocking: PhotoFinding[]; warnings: PhotoFinding[] };

type CheckState = { hasPhoto: boolean; pending: boolean; failed: boolean; check: PhotoCheck | null | undefined };

export function photoVerdict({ hasPhoto, pending, failed, check }: CheckState): PhotoVerdict {
  if (!hasPhoto) return { kind: 'none' };
  if (pending) return { kind: 'checking' };
  // A check that could not run never stops an upload.
  if (failed || !check) return { kind: 'unchecked' };
  const warnings = check.findings.filter((finding) => finding.severity === 'warn');
  if (blocksUpload(check.findings))
    return { kind: 'blocked', blocking: check.findings.filter((finding) => finding.severity === 'block'), warnings };
  if (warnings.length > 0) return { kind: 'warnings', warnings };
  return { kind: 'good' };
}

/** Whether the form may be sent with this verdict: not while checking, never over a blocking finding. */
export function verdictAllowsSubmit(verdict: PhotoVerdict): boolean {
  return verdict.kind !== 'checking' && verdict.kind !== 'blocked';
}
