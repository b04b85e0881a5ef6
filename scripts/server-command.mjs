// How `npm start`, the tests and the bench scripts start the production server: the bundled build, with
// V8 collecting garbage before its heap grows far past what the server holds. By default a busy render
// loop lets the heap reach 300 MB before a full collection; with these flags the server stays near 300 MB
// in all, at the cost of more frequent small collections; --optimize-for-size keeps the heap's limit closer
// to the live data still (peak about 250–270 MB instead of 280–306 MB under uncached renders;
// the bench measured renders and cached pages faster with it, not slower). The heap still grows as far as a request needs.
export const SERVER_NODE_ARGS = ["--heap-growing-percent=20", "--max-semi-space-size=4", "--optimize-for-size", "build/server.js"];
