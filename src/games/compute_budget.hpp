// The bounds of the report commands that compute at length (`octal`, `misere`, `solve octal`;
// docs/guide.md, "Limits"): a time limit (--time-limit S, 60 s unless given, at most an hour) and a
// memory budget (1 GiB), the progress line shown meanwhile on a terminal, and what the command
// says when either stops the computation: where it was, and what would finish within them.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "core/compute_limit.hpp"
#include "games/game_description.hpp"

namespace marienbad {

inline constexpr int k_default_time_limit_seconds = 60;
inline constexpr int k_max_time_limit_seconds = 3600;
inline constexpr std::size_t k_memory_budget_bytes = std::size_t{1} << 30;

// --time-limit S.
ParameterSpec time_limit_parameter();

// The limit of --time-limit and the memory budget; the progress shown is `describe(progress)`
// and the seconds so far ("octal 0.777: G(65536) of 1048576, 12 s").
ComputeLimit compute_limit_of(const ParameterValues& values, const ReportContext& context,
                              std::function<std::string(const ComputeProgress&)> describe);

// "COMMAND: stopped after 60 s of computing, at WHERE: ADVICE, or give a larger --time-limit (up
// to 3600)", or for the memory "COMMAND: stopped at WHERE, past the memory budget of 1024 MiB:
// ADVICE".
std::string limit_reached_message(std::string_view command, const ComputeLimitReached& reached,
                                  const ComputeLimit& limit, const std::string& where,
                                  const std::string& advice);

}  // namespace marienbad
