// `marienbad bench`'s workloads of the octal-game theory: nim-sequences and their periods, misère
// quotients.
#pragma once

#include <vector>

#include "core/workload.hpp"

namespace marienbad {

std::vector<Workload> octal_workloads();
std::vector<Workload> misere_workloads();

}  // namespace marienbad
