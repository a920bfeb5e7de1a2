import "server-only";
import { env } from "@/lib/env";
import { isAllowedEndpoint, parseHosts } from "./allowed-hosts";

const hosts = parseHosts(env.PUSH_SERVICE_HOSTS);

/** Whether this server may POST to `endpoint` (PUSH_SERVICE_HOSTS, or the browsers' services). */
export function allowedEndpoint(endpoint: string): boolean {
  return isAllowedEndpoint(endpoint, hosts);
}
