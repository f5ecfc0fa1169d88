// Given to Emscripten as --pre-js for the test programs run by Node.js: the variables GoogleTest
// reads for its shards, copied from Node.js's environment into the program's (which Emscripten
// otherwise makes up), so that CTest can run half of a program's tests in each of two processes.
Module['preRun'] = Module['preRun'] || [];
Module['preRun'].push(function () {
  for (const name of ['GTEST_TOTAL_SHARDS', 'GTEST_SHARD_INDEX', 'GTEST_FILTER']) {
    if (typeof process !== 'undefined' && process.env[name] !== undefined) {
      ENV[name] = process.env[name];
    }
  }
});
