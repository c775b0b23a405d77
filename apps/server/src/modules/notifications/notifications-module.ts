import type { TypicalTurnaround } from '@store/shared/turnaround';
import type { AccountDirectory } from '../accounts/account-directory.ts';
import type { RenderReadModel } from '../renders/renders-module.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createNotifications, type Notifications } from './notifications.ts';
import { createPurchaseReminders, type PurchaseReminders } from './purchase-reminders.ts';
import { createReminderRepository } from './reminder-repository.ts';
import notificationRoutes from './routes.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

/** The emails other modules' events cause (staff alerts, the upload receipt) and the hourly purchase reminder. */
export function createNotificationsModule(
  context: ModuleContext,
  deps: {
    countOrders: (renderId: string) => Promise<number>;
    turnaround: () => Promise<TypicalTurnaround>;
    accounts: Pick<AccountDirectory, 'staffEmails' | 'exists'>;
    renders: Pick<RenderReadModel, 'completedBetween'>;
  },
): StoreModule<{ alerts: Notifications; reminders: PurchaseReminders }> {
  const { config, database, mailer, log } = context;
  const alerts = createNotifications({
    staff: deps.accounts,
    mailer,
    staffAlertEmail: config.staffAlertEmail,
    publicUrl: config.publicUrl,
    turnaround: deps.turnaround,
    log,
  });
  const reminders = createPurchaseReminders({
    reminders: createReminderRepository(database.db),
    renders: deps.renders,
    accounts: deps.accounts,
    countOrders: deps.countOrders,
    mailer,
    transact: context.transact,
    unsubscribe: createUnsubscribeLinks(config.authSecret, config.publicUrl),
    publicUrl: config.publicUrl,
    log,
  });
  return {
    service: { alerts, reminders },
    async routes(app) {
      await app.register(notificationRoutes, { reminders });
    },
    work: { schedules: [reminders.schedule] },
  };
}
