export * from './contract';
export { createDispatcher, invalidInput, ERROR_LIMITS, type Dispatch, type Handlers, type ErrorSink } from './dispatcher';
export { EventHub, type EventListener } from './events';
export { createCore, type Core, type CoreOptions } from './core';
export { Services, CoreError, type HubConnection } from './services';
export { Outbox, toJobDto } from './outbox';
// teamnumbers (issue 34): `postroom status` says a teammate's send was edited since, as the Outbox card does.
export { sendEditedSince, ownSendEdits } from './team-send-text';
// w27teammate (walk 23, 3): `drafts list` says a draft's post was edited since it was sent, as the Library does.
export { editedSinceSentOf } from './drafts-edited';
// editedtime (walk 6): the CLI's `status` reads a job's post as the app's Outbox does.
export { finalReads, jobPost } from './outbox';
export { serveIpc, forwardEventsOverIpc, type IpcMainLike, type IpcInvokeEventLike } from './ipc';
