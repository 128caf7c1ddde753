// A plain click: the main button, no modifier. Anything else (a new tab or window, a download, a
// context action) is the browser's to handle, so the app's own link handlers leave it alone.

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
