/**
 * The stand-in's `session.defaultSession`: the permission handlers and the webRequest hooks the
 * app sets, and a page load through them as Chromium's network path does it.
 */
import { get } from 'node:http';
import type { WebContents } from './windows';
import { record } from './record';

interface RequestDetails {
  id: number;
  url: string;
  method: string;
  resourceType: string;
  webContentsId?: number;
}
type BeforeRequestListener = (details: RequestDetails, callback: (response: { cancel?: boolean; redirectURL?: string }) => void) => void;
type HeadersDetails = RequestDetails & { statusCode: number; statusLine: string; responseHeaders: Record<string, string[]> };
type HeadersListener = (details: HeadersDetails, callback: (response: { cancel?: boolean; responseHeaders?: Record<string, string[]> }) => void) => void;
type PermissionRequestHandler = (
  contents: WebContents | null,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void;
type PermissionCheckHandler = (contents: WebContents | null, permission: string, origin: string, details: { requestingUrl: string }) => boolean;

let nextRequestId = 1;

class WebRequest {
  beforeRequest: BeforeRequestListener | null = null;
  headersReceived: HeadersListener | null = null;

  // Electron's signature is ([filter,] listener); the filter narrows the URLs, which the app does not use.
  onBeforeRequest(...args: [BeforeRequestListener] | [unknown, BeforeRequestListener]): void {
    record('session.webRequest.onBeforeRequest', args);
    this.beforeRequest = args.length === 1 ? args[0] : args[1];
  }

  onHeadersReceived(...args: [HeadersListener] | [unknown, HeadersListener]): void {
    record('session.webRequest.onHeadersReceived', args);
    this.headersReceived = args.length === 1 ? args[0] : args[1];
  }

  /** Whether the app's hook lets a request through (Electron fails a cancelled one with ERR_BLOCKED_BY_CLIENT). */
  allows(url: string, resourceType: string, webContentsId?: number): Promise<boolean> {
    const listener = this.beforeRequest;
    if (!listener) return Promise.resolve(true);
    return new Promise((resolve) =>
      listener({ id: nextRequestId++, url, method: 'GET', resourceType, webContentsId }, (response) => resolve(!response.cancel)),
    );
  }
}

class Session {
  readonly webRequest = new WebRequest();
  permissionRequest: PermissionRequestHandler | null = null;
  permissionCheck: PermissionCheckHandler | null = null;

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    record('session.setPermissionRequestHandler', [handler]);
    this.permissionRequest = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    record('session.setPermissionCheckHandler', [handler]);
    this.permissionCheck = handler;
  }
}

export const defaultSession = new Session();

/** An HTTP GET with the header names as the server sent them (Chromium hands them to onHeadersReceived that way). */
function httpGet(url: string): Promise<{ status: number; headers: Record<string, string[]> }> {
  if (!url.startsWith('http://')) return Promise.reject(new Error(`the stand-in loads only http: pages, not '${url}'`));
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const headers: Record<string, string[]> = {};
      for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i] as string;
        (headers[name] ??= []).push(response.rawHeaders[i + 1] as string);
      }
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers }));
    }).on('error', () => reject(new Error(`ERR_CONNECTION_REFUSED (-102) loading '${url}'`)));
  });
}

/** A window's page load: the request hook (which may cancel it), the HTTP GET, the headers hook (which may change them). */
export async function loadPage(url: string, webContentsId: number): Promise<{ status: number; headers: Record<string, string[]> }> {
  if (!(await defaultSession.webRequest.allows(url, 'mainFrame', webContentsId))) throw new Error(`ERR_BLOCKED_BY_CLIENT (-20) loading '${url}'`);
  const response = await httpGet(url);
  const hook = defaultSession.webRequest.headersReceived;
  if (!hook) return response;
  const details: HeadersDetails = {
    id: nextRequestId++,
    url,
    method: 'GET',
    resourceType: 'mainFrame',
    webContentsId,
    statusCode: response.status,
    statusLine: `HTTP/1.1 ${response.status}`,
    responseHeaders: response.headers,
  };
  const headers = await new Promise<Record<string, string[]>>((resolve) => hook(details, (changed) => resolve(changed.responseHeaders ?? response.headers)));
  return { status: response.status, headers };
}
