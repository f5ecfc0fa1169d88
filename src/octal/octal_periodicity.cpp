// Proving an octal game's nim-sequence periodic from computed values (octal_periodicity.hpp).
#include "octal/octal_periodicity.hpp"

#include <cstddef>

namespace marienbad {

int proof_window_end(const OctalCode& code, Periodicity periodicity) {
    const int preperiod = periodicity.preperiod;
    const int start_extra = preperiod == 0 ? 1 : 0;
    if (code.splits()) {
        return 2 * preperiod + periodicity.period + code.max_take() + start_extra;
    }
    return preperiod + code.max_take() + start_extra;
}

int values_needed_for_proof(const OctalCode& code, Periodicity periodicity) {
    return proof_window_end(code, periodicity) + periodicity.period;
}

std::optional<Periodicity> find_proved_periodicity(const OctalCode& code,
                                                   std::span<const int> values,
                                                   ComputeLimit* limit) {
    const int count = static_cast<int>(values.size());
    const auto value = [&values](int heap) { return values[static_cast<std::size_t>(heap)]; };
    // Aperiodic values fail each period within a few steps of their end, so the search is
    // about linear in the count; it stops at the first period too long to be proved at all.
    for (int period = 1; values_needed_for_proof(code, {0, period}) <= count; ++period) {
        // The smallest preperiod the values allow for this period: one past the last heap n
        // with G(n + p) != G(n).
        int preperiod = count - period;
        while (preperiod > 0 && value(preperiod - 1) == value(preperiod - 1 + period)) {
            --preperiod;
            compute_tick(limit);
        }
        const Periodicity candidate{preperiod, period};
        if (values_needed_for_proof(code, candidate) <= count) {
            return candidate;
        }
    }
    return std::nullopt;
}

}  // namespace marienbad
