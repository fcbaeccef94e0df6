/**
 * `npm start`: the production server. React and Express choose their production code when they
 * are first loaded, from NODE_ENV: React's development build renders several times slower, and
 * Express's development error pages show stack traces. So this entry sets it before anything
 * loads them (static imports would run first), whatever the caller's environment says; the test
 * runner's NODE_ENV=test included, so tests run what production runs.
 */
process.env.NODE_ENV = "production";
await import("./main.ts");

export {};
