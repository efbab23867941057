/**
 * The main process's IPC handlers as plain functions over their dependencies, so they are tested
 * without Electron. Every call is checked twice before it acts: the sender must be our own page,
 * and the payload must match the channel's schema.
 */
import * as v from 'valibot';
import { IPC, type IpcChannel, type IpcPayload, type IpcReply } from '../shared/ipc';

export class IpcRefused extends Error {
  override name = 'IpcRefused';
}

export type IpcImplementation = { [C in IpcChannel]: (payload: IpcPayload<C>) => IpcReply<C> | Promise<IpcReply<C>> };

export type IpcDispatch = (channel: string, senderUrl: string | undefined, payload: unknown) => Promise<unknown>;

export function createIpcDispatch(implementation: IpcImplementation, isOwnPage: (url: string) => boolean): IpcDispatch {
  return async (channel, senderUrl, payload) => {
    if (!(channel in IPC)) throw new IpcRefused(`unknown channel "${channel}"`);
    const name = channel as IpcChannel;
    if (!senderUrl || !isOwnPage(senderUrl)) throw new IpcRefused(`${name}: refused, the sender is not Kartenstube's own page`);
    const parsed = v.safeParse(IPC[name].payload, payload);
    if (!parsed.success) throw new IpcRefused(`${name}: bad payload: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
    const handler = implementation[name] as (payload: unknown) => unknown;
    return handler(parsed.output);
  };
}
