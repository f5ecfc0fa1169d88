// An octal game's nim-sequence with its proved periodicity (octal_game.hpp).
#include "octal/octal_game.hpp"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "octal/octal_periodicity.hpp"
#include "octal/sparse_space_values.hpp"

namespace marienbad {
namespace {

// The first count tried by analyse_octal_game_until_periodic, doubled until the cap.
constexpr int k_first_periodicity_attempt = 256;

OctalAnalysis analysis_of(const OctalCode& code, std::vector<int> values, ComputeLimit* limit) {
    OctalAnalysis analysis;
    analysis.values = std::move(values);
    if (const auto periodicity = find_proved_periodicity(code, analysis.values, limit)) {
        analysis.preperiod = periodicity->preperiod;
        analysis.period = periodicity->period;
    }
    return analysis;
}

}  // namespace

OctalAnalysis analyse_octal_game(const OctalCode& code, int count, ComputeLimit* limit) {
    return analysis_of(code, sparse_space_octal_values(code, count, limit), limit);
}

OctalAnalysis analyse_octal_game_until_periodic(const OctalCode& code, int max_count,
                                                ComputeLimit* limit) {
    SparseSpaceValues sequence(code, limit);
    int count = std::min(k_first_periodicity_attempt, max_count);
    while (true) {
        sequence.extend_to(count);
        const std::vector<int>& values = sequence.values();
        if (const auto periodicity = find_proved_periodicity(code, values, limit)) {
            const auto needed =
                static_cast<std::ptrdiff_t>(values_needed_for_proof(code, *periodicity));
            return analysis_of(code, std::vector<int>(values.begin(), values.begin() + needed),
                               limit);
        }
        if (count >= max_count) {
            return analysis_of(code, values, limit);
        }
        count = max_count - count < count ? max_count : 2 * count;
    }
}

}  // namespace marienbad
