// The rating's tables and its JSON.
#include "rating/rating_report.hpp"

#include "rating/recommended_level.hpp"

#include <fmt/format.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/excerpt.hpp"
#include "i18n/i18n.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

std::string percent(double share) {
    return fmt::format("{:.1f}%", 100.0 * share);
}

double per_game(long long count, long long games) {
    return games > 0 ? static_cast<double>(count) / static_cast<double>(games) : 0.0;
}

std::string level_label(int level) {
    return fmt::format("{} {}", level, level_name(level));
}

std::string style_words(StrengthStyle style) {
    return style == StrengthStyle::adaptive ? tr("adaptive style") : tr("classic style");
}

// Each level's row of the first table.
std::string level_rows(const std::vector<LevelRating>& ratings) {
    // xgettext:no-c-format
    const char* interval_heading = tr("95% interval");
    std::string text =
        fmt::format("{:<14}{:>8}{:>9}  {:<15}{:>7}  {:<9}{:>12}\n", tr("level"), tr("games"),
                    tr("score"), interval_heading, tr("Elo"), tr("95%"), tr("wins thrown"));
    for (std::size_t i = 0; i < ratings.size(); ++i) {
        const LevelRating& r = ratings[i];
        const std::string interval =
            fmt::format("{} – {}", percent(r.score_interval.low), percent(r.score_interval.high));
        std::string elo = i == 0 ? std::string("0") : fmt::format("{:+.0f}", r.elo);
        std::string width = i == 0 ? std::string() : fmt::format("± {:.0f}", r.elo_half_width);
        if (r.elo_bound != EloBound::none) {
            elo = (r.elo_bound == EloBound::lower ? "≥ " : "≤ ") + elo;
            width.clear();
        }
        // "≥ +1054" is 7 characters but more bytes: its width counted in characters.
        const std::size_t elo_width = 7 + elo.size() - character_count(elo);
        text += fmt::format("{:<14}{:>8}{:>9}  {:<15}{:>{}}  {:<9}{:>12.2f}\n",
                            level_label(r.level), r.record.games, percent(r.score), interval, elo,
                            elo_width, width, r.thrown_away_per_game);
    }
    return text;
}

// Each level's score and thrown wins against each other level.
std::string pair_rows(const TournamentResult& result) {
    std::string text = fmt::format("{:<14}", "");
    for (const int level : result.levels) {
        text += fmt::format("{:>16}", level_label(level));
    }
    text += '\n';
    for (std::size_t i = 0; i < result.levels.size(); ++i) {
        text += fmt::format("{:<14}", level_label(result.levels[i]));
        for (std::size_t j = 0; j < result.levels.size(); ++j) {
            const PairRecord& r = result.pairs[i][j];
            text += i == j || r.games == 0
                        ? fmt::format("{:>16}", "—")
                        : fmt::format("{:>16}",
                                      fmt::format("{} ({:.2f})", percent(per_game(r.wins, r.games)),
                                                  per_game(r.thrown_away, r.games)));
        }
        text += '\n';
    }
    return text;
}

}  // namespace

std::vector<LevelRating> rate_levels(const TournamentResult& result) {
    const std::size_t count = result.levels.size();
    std::vector<std::vector<double>> wins(count, std::vector<double>(count, 0.0));
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t j = 0; j < count; ++j) {
            wins[i][j] = static_cast<double>(result.pairs[i][j].wins);
        }
    }
    const EloRatings elo = fit_elo(wins, 0);
    std::vector<LevelRating> ratings;
    for (std::size_t i = 0; i < count; ++i) {
        LevelRating rating;
        rating.level = result.levels[i];
        rating.record = result.total(i);
        const auto games = static_cast<double>(rating.record.games);
        rating.score = per_game(rating.record.wins, rating.record.games);
        rating.score_interval = wilson_interval(static_cast<double>(rating.record.wins), games);
        rating.elo = elo.elo[i];
        rating.elo_half_width = elo.half_width[i];
        rating.elo_bound = elo.bound[i];
        rating.thrown_away_per_game = per_game(rating.record.thrown_away, rating.record.games);
        ratings.push_back(rating);
    }
    return ratings;
}

std::string rating_text(const TournamentResult& result, const std::string& board,
                        StrengthStyle style, Random::Seed seed) {
    std::string text =
        trf("Rating of the computer's levels: {0}, {1}.\n", board, style_words(style));
    text += ntrf("{0} game: ", "{0} games: ", result.games, result.games);
    text += ntrf("{0} board, each played by every pair of levels from both sides (seed {1}), ",
                 "{0} boards, each played by every pair of levels from both sides (seed {1}), ",
                 result.boards, result.boards, seed);
    text += ntrf("on {0} thread in {1:.1f} s.\n", "on {0} threads in {1:.1f} s.\n", result.threads,
                 result.threads, result.seconds);
    const std::vector<LevelRating> ratings = rate_levels(result);
    text += "\n" + level_rows(ratings);
    text += "\n" + trf("Elo: against level {0}, rated 0 (level 1 is the random player); wins "
                       "thrown: won positions the level gave away, a game.\n",
                       result.levels.front());
    const bool bounded = std::any_of(ratings.begin(), ratings.end(), [](const LevelRating& r) {
        return r.elo_bound != EloBound::none;
    });
    if (bounded) {
        text +=
            trf("≥: a level that lost no game (or rated above one that won none) has no "
                "estimate, only a bound: at least this Elo, with {0} confidence; ≤: at most "
                "this, for a level that won no game.\n",
                "95%");
    }
    text += "\n" + std::string(tr(
                       "Each level's score (row) against each other (column), and its wins thrown "
                       "away a game:\n"));
    text += pair_rows(result);
    const std::string plain = plain_words(result);
    if (!plain.empty()) {
        text += "\n" + plain;
    }
    return text;
}

std::string rating_json(const TournamentResult& result, const std::string& game,
                        const std::vector<BoardParameter>& parameters, StrengthStyle style,
                        Random::Seed seed) {
    nlohmann::ordered_json json;
    json["game"] = game;
    json["parameters"] = nlohmann::ordered_json::object();
    for (const BoardParameter& parameter : parameters) {
        if (parameter.flag) {
            json["parameters"][parameter.name] = parameter.set;
        } else {
            json["parameters"][parameter.name] = parameter.text;
        }
    }
    json["style"] = style_name(style);
    json["seed"] = seed;
    json["boards"] = result.boards;
    json["games"] = result.games;
    json["threads"] = result.threads;
    json["seconds"] = result.seconds;
    json["levels"] = nlohmann::ordered_json::array();
    for (const LevelRating& r : rate_levels(result)) {
        // A bound has no other end.
        const nlohmann::ordered_json low = r.elo_bound == EloBound::upper
                                               ? nlohmann::ordered_json(nullptr)
                                               : nlohmann::ordered_json(r.elo - r.elo_half_width);
        const nlohmann::ordered_json high = r.elo_bound == EloBound::lower
                                                ? nlohmann::ordered_json(nullptr)
                                                : nlohmann::ordered_json(r.elo + r.elo_half_width);
        const char* bound = r.elo_bound == EloBound::lower   ? "lower"
                            : r.elo_bound == EloBound::upper ? "upper"
                                                             : "none";
        json["levels"].push_back({{"level", r.level},
                                  {"games", r.record.games},
                                  {"wins", r.record.wins},
                                  {"score", r.score},
                                  {"score_low", r.score_interval.low},
                                  {"score_high", r.score_interval.high},
                                  {"elo", r.elo},
                                  {"elo_low", low},
                                  {"elo_high", high},
                                  {"elo_bound", bound},
                                  {"moves", r.record.moves},
                                  {"won_turns", r.record.won_turns},
                                  {"thrown_away", r.record.thrown_away},
                                  {"thrown_away_per_game", r.thrown_away_per_game}});
    }
    json["pairs"] = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < result.levels.size(); ++i) {
        for (std::size_t j = 0; j < result.levels.size(); ++j) {
            const PairRecord& r = result.pairs[i][j];
            if (i == j || r.games == 0) {
                continue;
            }
            const Interval interval =
                wilson_interval(static_cast<double>(r.wins), static_cast<double>(r.games));
            json["pairs"].push_back({{"level", result.levels[i]},
                                     {"opponent", result.levels[j]},
                                     {"games", r.games},
                                     {"wins", r.wins},
                                     {"score", per_game(r.wins, r.games)},
                                     {"score_low", interval.low},
                                     {"score_high", interval.high},
                                     {"thrown_away", r.thrown_away},
                                     {"thrown_away_per_game", per_game(r.thrown_away, r.games)}});
        }
    }
    json["recommended"] = nlohmann::ordered_json::object();
    for (const auto& [who, player] :
         {std::pair{"beginner", k_beginner_level}, std::pair{"student", k_student_level}}) {
        if (const auto recommendation = recommended_level(result, player)) {
            json["recommended"][who] = recommendation->level;
        }
    }
    return json.dump() + "\n";
}

}  // namespace marienbad
