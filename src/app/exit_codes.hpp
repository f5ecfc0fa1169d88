// The program's exit codes, documented in marienbad(6) and docs/guide.md, "Command line".
#pragma once

namespace marienbad {

inline constexpr int k_exit_ok = 0;         // the game or command finished
inline constexpr int k_exit_failure = 1;    // an unexpected internal error
inline constexpr int k_exit_usage = 2;      // a bad option or value
inline constexpr int k_exit_abandoned = 3;  // the input ended before the game did

}  // namespace marienbad
