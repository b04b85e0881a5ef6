// How `npm start`, the tests and the bench scripts start the production server: the bundled build, with
// V8 collecting garbage before its heap grows far past what the server holds. By default a busy render
// loop lets the heap reach 300 MB before a full collection. With these flags the heap is collected before it
// grows 20 % past the live data, with a small young generation, and sized for memory rather than speed:
// peak RSS about 255–265 MB under the bench, and the bench measured renders and cached pages faster with
// them, not slower. The heap still grows as far as a request needs.
export const SERVER_NODE_ARGS = ["--heap-growing-percent=20", "--max-semi-space-size=4", "--optimize-for-size", "build/server.js"];
