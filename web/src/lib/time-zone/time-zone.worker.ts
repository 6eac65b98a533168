// Runs in a worker: the first use of Intl in a page loads the browser's locale data, a pause of
// tens of milliseconds on a phone's main thread that this thread takes instead.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
