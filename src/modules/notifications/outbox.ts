// Where a change that people are told of, and that has no public event type, leaves its
// event for the notifier: in the transaction of the change (events/service.ts's internal
// types), so that the write pays one row and the notifier does the rest after its commit.
// Features that events/ itself builds on (developers) reach the events through here.
export { recordInternalEvent as recordForNotifications } from '../events/service';
