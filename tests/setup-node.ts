// Node-side tests: nothing global yet; database helpers live in tests/helpers.
export {};
