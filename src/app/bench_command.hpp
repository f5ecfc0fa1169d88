// `marienbad bench`: runs the solvers on fixed positions and prints how long each part took
// and one signature of all the answers (as Stockfish's bench prints a node count): a change in
// the signature means a change in behaviour; a change in time, a change in speed.
#pragma once

#include <string>

namespace marienbad {

std::string run_bench();

}  // namespace marienbad
