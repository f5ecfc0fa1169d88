// An octal game's nim-sequence by the definition: every option of every heap, then the mex.
#include "octal/octal_naive_values.hpp"

#include <cstddef>

namespace marienbad {
namespace {

// The smallest non-negative integer not in `options`. It is at most options.size(), so larger
// values need no room in `present`.
int mex(const std::vector<int>& options, std::vector<bool>& present) {
    present.assign(options.size() + 1, false);
    for (const int option : options) {
        if (static_cast<std::size_t>(option) < present.size()) {
            present[static_cast<std::size_t>(option)] = true;
        }
    }
    int value = 0;
    while (present[static_cast<std::size_t>(value)]) {
        ++value;
    }
    return value;
}

}  // namespace

std::vector<int> naive_octal_values(const OctalCode& code, int count) {
    std::vector<int> values;
    std::vector<int> options;
    std::vector<bool> present;
    const auto value = [&values](int heap) { return values[static_cast<std::size_t>(heap)]; };
    for (int heap = 0; heap < count; ++heap) {
        options.clear();
        for (int take = 0; take <= code.max_take() && take <= heap; ++take) {
            const int digit = code.digit(take);
            const int rest = heap - take;
            if ((digit & k_octal_leave_none) != 0 && rest == 0 && take > 0) {
                options.push_back(0);
            }
            if ((digit & k_octal_leave_one) != 0 && rest > 0 && take > 0) {
                options.push_back(value(rest));
            }
            if ((digit & k_octal_leave_two) != 0) {
                for (int first = 1; 2 * first <= rest; ++first) {
                    options.push_back(value(first) ^ value(rest - first));
                }
            }
        }
        values.push_back(mex(options, present));
    }
    return values;
}

}  // namespace marienbad
