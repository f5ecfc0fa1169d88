// The recommended levels and the rating in plain words.
#include "rating/recommended_level.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::optional<std::size_t> index_of(const TournamentResult& result, int level) {
    const auto found = std::find(result.levels.begin(), result.levels.end(), level);
    if (found == result.levels.end()) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(found - result.levels.begin());
}

// The player's share of its games against `opponent` (its own level: even).
double share(const TournamentResult& result, std::size_t player, std::size_t opponent) {
    if (player == opponent) {
        return 0.5;
    }
    const PairRecord& record = result.pairs[player][opponent];
    return record.games > 0 ? static_cast<double>(record.wins) / static_cast<double>(record.games)
                            : 0.0;
}

// "35% against level 2, 12% against level 3 and 1% against level 4".
std::string chances(const TournamentResult& result, std::size_t player) {
    std::vector<std::string> parts;
    for (std::size_t opponent = 0; opponent < result.levels.size(); ++opponent) {
        if (opponent != player) {
            // xgettext:no-c-format
            parts.push_back(trf("{0}% against level {1}",
                                std::lround(100 * share(result, player, opponent)),
                                result.levels[opponent]));
        }
    }
    return list_of_words(parts);
}

}  // namespace

std::optional<Recommendation> recommended_level(const TournamentResult& result, int player) {
    const auto index = index_of(result, player);
    if (!index) {
        return std::nullopt;
    }
    Recommendation recommendation{player, player};
    for (std::size_t opponent = 0; opponent < result.levels.size(); ++opponent) {
        if (share(result, *index, opponent) >= k_recommended_share) {
            recommendation.level = std::max(recommendation.level, result.levels[opponent]);
        }
    }
    return recommendation;
}

std::string plain_words(const TournamentResult& result) {
    std::string text;
    if (const auto beginner = recommended_level(result, k_beginner_level)) {
        text +=
            trf("In plain words: a beginner, who plays at random as level 1 does, wins {0}: "
                "for a beginner, level {1}, the strongest beaten at least one game in four.\n",
                chances(result, *index_of(result, k_beginner_level)), beginner->level);
    }
    if (const auto student = recommended_level(result, k_student_level)) {
        text +=
            trf("A student who has done the lessons applies the method with a few slips, as "
                "level 3 does: such a player wins {0}; for them, level {1}.\n",
                chances(result, *index_of(result, k_student_level)), student->level);
    }
    return text;
}

}  // namespace marienbad
