/** Ends the current task: the browser handles input and paints before the code after it runs. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
