// Wilson's interval; Bradley–Terry ratings by minorisation–maximisation (Hunter, 2004), their
// variances from the inverse of the Fisher information with the anchor left out.
#include "rating/rating_statistics.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace marienbad {
namespace {

constexpr double k_elo_per_nat = 400.0 / 2.302585092994046;  // 400 / ln 10
constexpr int k_max_iterations = 10'000;
constexpr double k_tolerance = 1e-12;
// How far outside the fitted ratings a bound is looked for, and the bisection's steps (each
// halving the interval: 100 steps reach far below a rating's hundredth).
constexpr double k_elo_search_margin = 10'000.0;
constexpr int k_bisection_steps = 100;

using Matrix = std::vector<std::vector<double>>;

// The inverse of a symmetric positive-definite matrix, by Gauss–Jordan elimination.
Matrix inverse(Matrix a) {
    const std::size_t n = a.size();
    Matrix result(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        result[i][i] = 1.0;
    }
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < n; ++row) {
            if (std::abs(a[row][col]) > std::abs(a[pivot][col])) {
                pivot = row;
            }
        }
        if (std::abs(a[pivot][col]) < 1e-300) {
            throw std::domain_error("fit_elo: the levels are not all connected by games");
        }
        std::swap(a[col], a[pivot]);
        std::swap(result[col], result[pivot]);
        const double scale = a[col][col];
        for (std::size_t k = 0; k < n; ++k) {
            a[col][k] /= scale;
            result[col][k] /= scale;
        }
        for (std::size_t row = 0; row < n; ++row) {
            if (row != col && a[row][col] != 0.0) {
                const double factor = a[row][col];
                for (std::size_t k = 0; k < n; ++k) {
                    a[row][k] -= factor * a[col][k];
                    result[row][k] -= factor * result[col][k];
                }
            }
        }
    }
    return result;
}

// The chance that `rating` beats `other`, Elo's logistic curve.
double win_chance(double rating, double other) {
    return 1.0 / (1.0 + std::pow(10.0, (other - rating) / 400.0));
}

// Level i's one-sided 95 % bound, the others at their fitted ratings: the rating at which its
// record — every game won (`lower`) or every game lost — had exactly a 5 % chance. Below that
// lower bound (above that upper bound) the record would have been less likely still.
double elo_bound(const std::vector<std::vector<double>>& wins, const std::vector<double>& fitted,
                 std::size_t i, bool lower) {
    const std::size_t n = wins.size();
    const double target = std::log(1.0 - 0.95);
    // The log-chance of the record at rating r: increasing in r for a lower bound, decreasing for
    // an upper one.
    const auto log_chance = [&](double r) {
        double sum = 0.0;
        for (std::size_t j = 0; j < n; ++j) {
            const double games = wins[i][j] + wins[j][i];
            if (j != i && games > 0.0) {
                const double p = win_chance(r, fitted[j]);
                sum += games * std::log(lower ? p : 1.0 - p);
            }
        }
        return sum;
    };
    const auto [least, most] = std::minmax_element(fitted.begin(), fitted.end());
    double low = *least - k_elo_search_margin;
    double high = *most + k_elo_search_margin;
    for (int step = 0; step < k_bisection_steps; ++step) {
        const double middle = (low + high) / 2.0;
        // Lower bound: the chance grows with r, so the bound is where it reaches 5 %.
        if ((log_chance(middle) < target) == lower) {
            low = middle;
        } else {
            high = middle;
        }
    }
    return (low + high) / 2.0;
}

}  // namespace

Interval wilson_interval(double successes, double trials, double z) {
    if (!(trials > 0.0)) {
        throw std::invalid_argument("wilson_interval: no trials");
    }
    const double p = successes / trials;
    const double z2 = z * z;
    const double centre = (p + z2 / (2.0 * trials)) / (1.0 + z2 / trials);
    const double half =
        z * std::sqrt(p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)) / (1.0 + z2 / trials);
    return {centre - half, centre + half};
}

EloRatings fit_elo(const std::vector<std::vector<double>>& wins, std::size_t anchor) {
    const std::size_t n = wins.size();
    if (anchor >= n) {
        throw std::invalid_argument("fit_elo: no such anchor");
    }
    // Results with the drawn game each pair is given.
    Matrix won(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            if (i != j && wins[i][j] + wins[j][i] > 0.0) {
                won[i][j] = wins[i][j] + 0.5;
            }
        }
    }
    std::vector<double> gamma(n, 1.0);
    for (int iteration = 0; iteration < k_max_iterations; ++iteration) {
        double change = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            double total_won = 0.0;
            double denominator = 0.0;
            for (std::size_t j = 0; j < n; ++j) {
                total_won += won[i][j];
                denominator += (won[i][j] + won[j][i]) / (gamma[i] + gamma[j]);
            }
            const double next = denominator > 0.0 ? total_won / denominator : gamma[i];
            change = std::max(change, std::abs(std::log(next / gamma[i])));
            gamma[i] = next;
        }
        const double scale = gamma[anchor];
        for (double& g : gamma) {
            g /= scale;
        }
        if (change < k_tolerance) {
            break;
        }
    }
    // The Fisher information in log-strengths, the anchor's row and column left out.
    std::vector<std::size_t> free_levels;
    for (std::size_t i = 0; i < n; ++i) {
        if (i != anchor) {
            free_levels.push_back(i);
        }
    }
    Matrix information(free_levels.size(), std::vector<double>(free_levels.size(), 0.0));
    for (std::size_t a = 0; a < free_levels.size(); ++a) {
        const std::size_t i = free_levels[a];
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i) {
                continue;
            }
            const double games = won[i][j] + won[j][i];
            const double p = gamma[i] / (gamma[i] + gamma[j]);
            const double weight = games * p * (1.0 - p);
            information[a][a] += weight;
            for (std::size_t b = 0; b < free_levels.size(); ++b) {
                if (free_levels[b] == j) {
                    information[a][b] -= weight;
                }
            }
        }
    }
    const Matrix covariance = free_levels.empty() ? Matrix{} : inverse(information);
    EloRatings ratings{std::vector<double>(n, 0.0), std::vector<double>(n, 0.0),
                       std::vector<EloBound>(n, EloBound::none)};
    std::vector<double> fitted(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        fitted[i] = k_elo_per_nat * std::log(gamma[i]);
    }
    for (std::size_t a = 0; a < free_levels.size(); ++a) {
        const std::size_t i = free_levels[a];
        ratings.elo[i] = fitted[i];
        ratings.half_width[i] = k_z95 * k_elo_per_nat * std::sqrt(covariance[a][a]);
    }
    // The bounds, from the games actually played.
    const auto record = [&](std::size_t i) {
        double won_games = 0.0;
        double lost_games = 0.0;
        for (std::size_t j = 0; j < n; ++j) {
            if (j != i) {
                won_games += wins[i][j];
                lost_games += wins[j][i];
            }
        }
        return std::pair{won_games, lost_games};
    };
    const auto [anchor_won, anchor_lost] = record(anchor);
    const bool anchor_winless = anchor_won == 0.0 && anchor_lost > 0.0;
    // The anchor's own bound, when it never won: the others are that far above it at least.
    const double shift = anchor_winless ? elo_bound(wins, fitted, anchor, false) : 0.0;
    for (const std::size_t i : free_levels) {
        const auto [won_games, lost_games] = record(i);
        if (lost_games == 0.0 && won_games > 0.0) {
            ratings.elo[i] = elo_bound(wins, fitted, i, true);
            ratings.bound[i] = EloBound::lower;
            ratings.half_width[i] = 0.0;
        } else if (won_games == 0.0 && lost_games > 0.0 && !anchor_winless) {
            ratings.elo[i] = elo_bound(wins, fitted, i, false);
            ratings.bound[i] = EloBound::upper;
            ratings.half_width[i] = 0.0;
        } else if (anchor_winless) {
            ratings.elo[i] = fitted[i] - shift;
            ratings.bound[i] = EloBound::lower;
            ratings.half_width[i] = 0.0;
        }
    }
    return ratings;
}

}  // namespace marienbad
