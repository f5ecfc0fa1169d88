// The adaptive plan of a probability, and the chance of a mistake at a turn.
#include "players/adaptive_strength.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace marienbad {
namespace {

// m = k (1 - p) / p: handout 001's expert (p = 2/3) makes k / 2 mistakes a game, its medium (p =
// 1/3) 2k. Calibrated on the rating's boards (docs/measurements.md, "Rating the levels").
constexpr double k_mistake_scale = 3.0;
// The exact size: k_exact_base + k_exact_rise * p, rounded down.
constexpr double k_exact_base = 2.0;
constexpr double k_exact_rise = 3.0;
// On a small board, at most a quarter of its size (the 5 x 5 grid's 8 steps: 2), but never below
// the size of an endgame anyone sees through.
constexpr int k_exact_share_of_start = 4;
constexpr int k_smallest_exact_size = 2;

// The share of the game left at `size`: 1 at the start, 0 at the exact size and below.
double share_left(int exact_size, int start_size, int size) {
    const double span = start_size - exact_size;
    const double left = std::clamp((size - exact_size) / span, 0.0, 1.0);
    return left * left;
}

}  // namespace

AdaptivePlan adaptive_plan(double best_move_probability) {
    const double p = best_move_probability;
    if (!(p > 0.0 && p <= 1.0)) {
        throw std::invalid_argument("adaptive_plan: p outside (0, 1]");
    }
    return {k_mistake_scale * (1.0 - p) / p,
            static_cast<int>(std::floor(k_exact_base + k_exact_rise * p)), 1.0 - p};
}

int exact_size(const AdaptivePlan& plan, int start_size) {
    return std::min(plan.exact_size,
                    std::max(k_smallest_exact_size, start_size / k_exact_share_of_start));
}

double adaptive_mistake_chance(const AdaptivePlan& plan, const GameCourse& course, int size) {
    const int exact = exact_size(plan, course.start_size);
    if (plan.mistakes_per_game <= 0.0 || size <= exact || course.start_size <= exact) {
        return 0.0;
    }
    const double spent = share_left(exact, course.start_size, course.previous_turn_size) -
                         share_left(exact, course.start_size, size);
    const double chance = spent <= 0.0 ? 0.0 : 1.0 - std::exp(-plan.mistakes_per_game * spent);
    return std::min(chance, plan.most_per_turn);
}

}  // namespace marienbad
