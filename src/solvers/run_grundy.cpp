// Grundy values of runs by the mex rule, run by run: the value of n is the least value that
// no option a + b (a + b = n - take, take = 1..max_take) reaches, an option's value being
// value(a) XOR value(b) (Sprague–Grundy).
#include "solvers/run_grundy.hpp"

#include <algorithm>
#include <stdexcept>

namespace marienbad {

RunGrundyValues::RunGrundyValues(int max_take, int max_length) : max_take_(max_take) {
    if (max_take < 1 || max_length < 0) {
        throw std::invalid_argument("RunGrundyValues: max-take or length out of range");
    }
    values_.assign(static_cast<std::size_t>(max_length) + 1, 0);
    std::vector<bool> reached;
    for (int n = 1; n <= max_length; ++n) {
        reached.assign(reached.size(), false);
        for (int take = 1; take <= std::min(max_take, n); ++take) {
            for (int left = 0; left <= (n - take) / 2; ++left) {
                const int right = n - take - left;
                const auto value =
                    static_cast<std::size_t>(values_[static_cast<std::size_t>(left)] ^
                                             values_[static_cast<std::size_t>(right)]);
                if (value >= reached.size()) {
                    reached.resize(value + 1, false);
                }
                reached[value] = true;
            }
        }
        int mex = 0;
        while (static_cast<std::size_t>(mex) < reached.size() &&
               reached[static_cast<std::size_t>(mex)]) {
            ++mex;
        }
        values_[static_cast<std::size_t>(n)] = mex;
    }
}

}  // namespace marienbad
