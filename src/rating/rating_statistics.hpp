// The arithmetic of a rating: a score's 95 % confidence interval (Wilson's), and Elo-style ratings
// fitted to the results between levels (the Bradley–Terry model, whose logistic scale is Elo's:
// a difference of 400 points is a score of 10 to 1), anchored on one level (the random player's,
// rated 0), each with its 95 % interval from the fit's curvature.
#pragma once

#include <cstddef>
#include <vector>

namespace marienbad {

inline constexpr double k_z95 = 1.959963984540054;  // the normal quantile of a 95 % interval

struct Interval {
    double low = 0.0;
    double high = 0.0;
};

// Wilson's score interval of a proportion: `successes` out of `trials` (trials > 0).
Interval wilson_interval(double successes, double trials, double z = k_z95);

// What a rating is: an estimate with its interval, or only a bound.
enum class EloBound {
    none,   // the fit's estimate, with its 95 % interval
    lower,  // the level lost no game: at least this (a one-sided 95 % bound), no upper end
    upper,  // the level won no game: at most this
};

struct EloRatings {
    std::vector<double> elo;         // the anchor's is 0
    std::vector<double> half_width;  // of each 95 % interval; 0 for the anchor and for a bound
    std::vector<EloBound> bound;     // none for the anchor
};

// The ratings that best explain wins[i][j], the games i won against j, with `anchor` at 0. Each
// pair that met is given one drawn game more (half a win each way), so that the fit has finite
// ratings even when a level won or lost every game. Such a level's estimate comes from those
// imaginary draws and grows with the games played, so it is not given: its rating is a bound
// instead — the rating below which (above which, for a level that never won) losing no game
// (winning none) would have had less than a 5 % chance against the others as fitted. When the
// anchor itself won no game, the others are at least as far above it as their fitted ratings less
// the anchor's own upper bound: lower bounds too.
EloRatings fit_elo(const std::vector<std::vector<double>>& wins, std::size_t anchor = 0);

}  // namespace marienbad
