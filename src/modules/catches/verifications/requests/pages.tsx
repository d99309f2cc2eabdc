// The diver's side of verification: offer evidence for one of their own catches and ask a
// verifier to grade it. The rules are the verifications service's.
import type { AppDeps } from '../../../../app-deps';
import { ValidationFailed } from '../../../../lib/problem';
import { pageRoutes } from '../../../../web';
import { formStrings } from '../../../../web/kit/forms';
import { done } from '../../../../web/kit/notices';
import { redirect } from '../../../../web/respond';
import type { WebSupport } from '../../../../web/session';
import { requireScope } from '../../../../web/visitor';
import { ownCatchView } from '../../views/catch';
import { EvidencePage, evidenceOf } from '../views';
import { openRequest, requestVerification } from '../service';

export function verificationRequestPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/catches/:id/verification', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownCatchView(db, params.id, principal);
      const offer = await openRequest(db, view.id);
      return render(<EvidencePage visitor={visitor} view={view} evidence={offer?.evidence ?? {}} note={offer?.note ?? ''} errors={[]} />);
    })
    .post('/catches/:id/verification', async ({ visitor, params, body, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const values = formStrings(body);
      const view = await ownCatchView(db, params.id, principal);
      const { evidence, errors } = evidenceOf(body, visitor.reader.units);
      try {
        if (errors.length > 0) throw new ValidationFailed(errors);
        await requestVerification(db, principal.userId, view.id, { evidence, note: values.request_note?.trim() || null }, deps.now());
        return redirect(done(`/catches/${view.id}`, 'saved'));
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return render(
          <EvidencePage visitor={visitor} view={view} evidence={evidence} note={values.request_note ?? ''} errors={error.errors ?? []} />,
          { status: 422 },
        );
      }
    });
}
