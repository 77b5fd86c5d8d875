import { type RunningService, type Runtime, ServiceStore } from "@suri/kit";
import { forgetDeletedAccounts } from "./forget-account/consumer";
import { pushJobProgress } from "./job-progress/consumers";
import { migrations, SCHEMA } from "./migrations";

export async function startNotification(rt: Runtime): Promise<RunningService> {
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const subscriptions = [...(await pushJobProgress(service)), await forgetDeletedAccounts(service)];
  return { name: "notification", relay: service.relay, subscriptions };
}
