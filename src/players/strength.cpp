// The four named levels and their probabilities; the styles' names.
#include "players/strength.hpp"

#include <array>
#include <cmath>
#include <stdexcept>

namespace marienbad {
namespace {

constexpr std::array<double, 4> k_level_probabilities = {0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0};

}  // namespace

Strength Strength::from_level(int level, StrengthStyle style) {
    if (level < k_min_level || level > k_max_level) {
        throw std::invalid_argument("Strength::from_level: level out of range");
    }
    return {k_level_probabilities[static_cast<std::size_t>(level - k_min_level)], style};
}

Strength Strength::from_probability(double probability, StrengthStyle style) {
    if (!(probability >= 0.0 && probability <= 1.0)) {
        throw std::invalid_argument("Strength::from_probability: outside [0, 1]");
    }
    return {probability, style};
}

std::optional<int> Strength::level() const {
    for (int level = k_min_level; level <= k_max_level; ++level) {
        const double p = k_level_probabilities[static_cast<std::size_t>(level - k_min_level)];
        if (std::abs(p - best_move_probability) < 1e-9) {
            return level;
        }
    }
    return std::nullopt;
}

std::string_view style_name(StrengthStyle style) {
    return style == StrengthStyle::adaptive ? "adaptive" : "classic";
}

}  // namespace marienbad
