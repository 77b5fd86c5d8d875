export { startNotification } from "./service";
