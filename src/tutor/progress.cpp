// A student's progress: its events, its document, its table and its sentence.
#include "tutor/progress.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {
namespace {

constexpr std::string_view k_format = "marienbad-progress";
constexpr int k_version = 1;
// The most a count may say: far more than a person plays.
constexpr int k_largest_count = 1'000'000'000;

int count_field(const nlohmann::json& object, const char* name) {
    const auto found = object.find(name);
    if (found == object.end()) {
        return 0;
    }
    if (!found->is_number_integer() || found->get<long long>() < 0 ||
        found->get<long long>() > k_largest_count) {
        throw ProgressError(trf("damaged: \"{0}\" is not a count", name));
    }
    return found->get<int>();
}

const nlohmann::json& object_field(const nlohmann::json& object, const char* name) {
    static const nlohmann::json empty = nlohmann::json::object();
    const auto found = object.find(name);
    if (found == object.end()) {
        return empty;
    }
    if (!found->is_object()) {
        throw ProgressError(trf("damaged: \"{0}\" is not an object", name));
    }
    return *found;
}

GameProgress game_from_json(const nlohmann::json& json) {
    if (!json.is_object()) {
        throw ProgressError(tr("damaged: a game's progress is not an object"));
    }
    GameProgress game;
    const nlohmann::json& lesson = object_field(json, "lesson");
    game.lesson.next_exercise = count_field(lesson, "next_exercise");
    game.lesson.exercises = count_field(lesson, "exercises");
    game.lesson.finished = count_field(lesson, "finished");
    for (const auto& [difficulty, score] : object_field(json, "puzzles").items()) {
        const int number = difficulty.size() == 1 ? difficulty[0] - '0' : 0;
        if (number < k_min_puzzle_difficulty || number > k_max_puzzle_difficulty ||
            !score.is_object()) {
            throw ProgressError(trf("damaged: no puzzle difficulty \"{0}\"", difficulty));
        }
        PuzzleScore& kept = game.puzzles.at(static_cast<std::size_t>(number - 1));
        kept.posed = count_field(score, "posed");
        kept.first_try = std::min(count_field(score, "first_try"), kept.posed);
    }
    return game;
}

nlohmann::ordered_json game_to_json(const GameProgress& game) {
    nlohmann::ordered_json json;
    json["lesson"] = {{"next_exercise", game.lesson.next_exercise},
                      {"exercises", game.lesson.exercises},
                      {"finished", game.lesson.finished}};
    nlohmann::ordered_json puzzles = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < game.puzzles.size(); ++i) {
        if (game.puzzles[i].posed > 0) {
            puzzles[std::to_string(i + 1)] = {{"posed", game.puzzles[i].posed},
                                              {"first_try", game.puzzles[i].first_try}};
        }
    }
    json["puzzles"] = std::move(puzzles);
    return json;
}

// "exercise 4 of 6", "done twice", "not started".
std::string lesson_text(const LessonProgress& lesson) {
    std::string text;
    if (lesson.next_exercise > 0) {
        text = trf("exercise {0} of {1}", lesson.next_exercise + 1, lesson.exercises);
    }
    if (lesson.finished > 0) {
        const std::string done =
            ntrf("done {0} time", "done {0} times", lesson.finished, lesson.finished);
        text = text.empty() ? done : trf("{0}, {1}", done, text);
    }
    return text.empty() ? std::string(tr("not started")) : text;
}

std::size_t width_of(const std::string& text) {
    return utf8_characters(text).size();
}

std::string padded(const std::string& text, std::size_t width) {
    return text + std::string(width - std::min(width, width_of(text)), ' ');
}

}  // namespace

GameProgress Progress::of(const std::string& game) const {
    const auto found = games_.find(game);
    return found == games_.end() ? GameProgress{} : found->second;
}

void Progress::lesson_exercise_done(const std::string& game, int index, int count) {
    LessonProgress& lesson = games_[game].lesson;
    lesson.exercises = count;
    if (index + 1 >= count) {
        ++lesson.finished;
        lesson.next_exercise = 0;
        return;
    }
    lesson.next_exercise = std::max(lesson.next_exercise, index + 1);
}

void Progress::puzzle_done(const std::string& game, int difficulty, bool first_try) {
    if (difficulty < k_min_puzzle_difficulty || difficulty > k_max_puzzle_difficulty) {
        return;
    }
    PuzzleScore& score = games_[game].puzzles.at(static_cast<std::size_t>(difficulty - 1));
    ++score.posed;
    score.first_try += first_try ? 1 : 0;
}

std::string Progress::to_json() const {
    nlohmann::ordered_json document;
    document["format"] = k_format;
    document["version"] = k_version;
    nlohmann::ordered_json games = nlohmann::ordered_json::object();
    for (const auto& [name, game] : games_) {
        games[name] = game_to_json(game);
    }
    document["games"] = std::move(games);
    return document.dump(2) + "\n";
}

Progress Progress::from_json(std::string_view text) {
    if (text.size() > k_progress_max_bytes) {
        throw ProgressError(
            trf("larger than any progress ({0} bytes at most)", k_progress_max_bytes));
    }
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(
            text.begin(), text.end(),
            [](int depth, nlohmann::json::parse_event_t, const nlohmann::json&) {
                if (depth > 8) {
                    throw ProgressError(tr("damaged: nested too deep"));
                }
                return true;
            });
    } catch (const nlohmann::json::exception&) {
        throw ProgressError(tr("not a Marienbad progress file"));
    }
    if (!document.is_object() || !document.contains("format") ||
        document["format"] != std::string(k_format)) {
        throw ProgressError(tr("not a Marienbad progress file"));
    }
    if (!document.contains("version") || document["version"] != k_version) {
        throw ProgressError(tr("damaged: a version this program does not read"));
    }
    Progress progress;
    for (const auto& [name, game] : object_field(document, "games").items()) {
        progress.games_[name] = game_from_json(game);
    }
    return progress;
}

std::string progress_table(const Progress& progress) {
    std::vector<std::vector<std::string>> lines;
    for (const Game* game : games()) {
        const GameProgress kept = progress.of(game->name());
        std::vector<std::string> line = {game->description().title(), lesson_text(kept.lesson)};
        for (const PuzzleScore& score : kept.puzzles) {
            line.push_back(score.posed == 0 ? std::string("-")
                                            : fmt::format("{}/{}", score.first_try, score.posed));
        }
        lines.push_back(std::move(line));
    }
    const std::string game_head = tr("game");
    const std::string lesson_head = tr("lesson");
    std::size_t game_width = width_of(game_head);
    std::size_t lesson_width = width_of(lesson_head);
    for (const auto& line : lines) {
        game_width = std::max(game_width, width_of(line[0]));
        lesson_width = std::max(lesson_width, width_of(line[1]));
    }
    constexpr std::size_t k_score_width = 7;
    std::string text = padded(game_head, game_width + 2) + padded(lesson_head, lesson_width + 2) +
                       tr("puzzles at the first try, by difficulty") + "\n";
    text += std::string(game_width + lesson_width + 4, ' ');
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        text += padded(std::to_string(difficulty), k_score_width);
    }
    text.erase(text.find_last_not_of(' ') + 1);
    text += '\n';
    for (const auto& line : lines) {
        std::string row = padded(line[0], game_width + 2) + padded(line[1], lesson_width + 2);
        for (std::size_t i = 2; i < line.size(); ++i) {
            row += padded(line[i], k_score_width);
        }
        row.erase(row.find_last_not_of(' ') + 1);
        text += row + '\n';
    }
    return text;
}

std::string progress_sentence(const Progress& progress, const std::string& game) {
    const GameProgress kept = progress.of(game);
    if (kept == GameProgress{}) {
        return {};
    }
    std::vector<std::string> scores;
    for (std::size_t i = 0; i < kept.puzzles.size(); ++i) {
        const PuzzleScore& score = kept.puzzles[i];
        if (score.posed > 0) {
            scores.push_back(
                trf("{0} of {1} at difficulty {2}", score.first_try, score.posed, i + 1));
        }
    }
    const Game* played = find_game(game);
    const std::string title = played != nullptr ? played->description().title() : game;
    if (scores.empty()) {
        return trf("Your progress on {0}: lesson, {1}.", title, lesson_text(kept.lesson));
    }
    return trf("Your progress on {0}: lesson, {1}; puzzles found at the first try: {2}.", title,
               lesson_text(kept.lesson), list_of_words(scores));
}

ProgressKeeper::ProgressKeeper(Progress progress, std::function<std::string(const Progress&)> save)
    : progress_(std::move(progress)), save_(std::move(save)) {}

std::string ProgressKeeper::change(const std::function<void(Progress&)>& change) {
    change(progress_);
    return save_ ? save_(progress_) : std::string();
}

}  // namespace marienbad
