// How `npm start`, the tests and the bench scripts start the production server: the bundled build, with
// V8 collecting garbage before its heap grows far past what the server holds. By default a busy render
// loop lets the heap reach 300 MB before a full collection. With these flags the heap is collected before it
// grows 20 % past the live data, with a small young generation. The heap still grows as far as a request needs.
// `--optimize-for-size` was tried here and taken out again: it kept the peak a little lower, but a fresh
// render cost about a third more CPU with it (docs/performance.md, "A fresh render: where the CPU goes").
export const SERVER_NODE_ARGS = ["--heap-growing-percent=20", "--max-semi-space-size=4", "build/server.js"];
