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

OctalAnalysis analysis_of(const OctalCode& code, std::vector<int> values) {
    OctalAnalysis analysis;
    analysis.values = std::move(values);
    if (const auto periodicity = find_proved_periodicity(code, analysis.values)) {
        analysis.preperiod = periodicity->preperiod;
        analysis.period = periodicity->period;
    }
    return analysis;
}

}  // namespace

OctalAnalysis analyse_octal_game(const OctalCode& code, int count) {
    return analysis_of(code, sparse_space_octal_values(code, count));
}

OctalAnalysis analyse_octal_game_until_periodic(const OctalCode& code, int max_count) {
    SparseSpaceValues sequence(code);
    int count = std::min(k_first_periodicity_attempt, max_count);
    while (true) {
        sequence.extend_to(count);
        const std::vector<int>& values = sequence.values();
        if (const auto periodicity = find_proved_periodicity(code, values)) {
            const auto needed =
                static_cast<std::ptrdiff_t>(values_needed_for_proof(code, *periodicity));
            return analysis_of(code, std::vector<int>(values.begin(), values.begin() + needed));
        }
        if (count >= max_count) {
            return analysis_of(code, values);
        }
        count = max_count - count < count ? max_count : 2 * count;
    }
}

}  // namespace marienbad
