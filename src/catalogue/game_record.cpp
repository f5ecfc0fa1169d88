// Records as JSON, and the games they describe.
#include "catalogue/game_record.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "catalogue/catalogue.hpp"
#include "core/excerpt.hpp"
#include "core/trim.hpp"
#include "games/json_fields.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

constexpr const char* k_format = "marienbad-record";
constexpr int k_version = 1;

// Thrown by the parser's callback when the document nests deeper than any record.
struct TooDeep {};

const char* players_name(const GameSession& session) {
    const bool one = session.is_person(Seat::one);
    const bool two = session.is_person(Seat::two);
    return one && two ? "human-human" : !one && !two ? "computer-computer" : "human-computer";
}

// The computer's probability of playing its best move (1 when no computer plays); each seat's,
// when two computers play at different ones.
nlohmann::ordered_json difficulty(const GameSession& session) {
    const std::vector<ComputerSeat> computers = session.computers();
    if (computers.empty()) {
        return 1.0;
    }
    const double first = computers.front().strength.best_move_probability;
    const double last = computers.back().strength.best_move_probability;
    return first == last ? nlohmann::ordered_json(first) : nlohmann::ordered_json{first, last};
}

StrengthStyle style(const GameSession& session) {
    const std::vector<ComputerSeat> computers = session.computers();
    return computers.empty() ? StrengthStyle::classic : computers.front().strength.style;
}

// The text of `key`, or nothing when it is missing or not a text.
std::string text_field(const nlohmann::json& record, const char* key) {
    const auto found = record.find(key);
    return found != record.end() && found->is_string() ? found->get<std::string>() : "";
}

std::uint64_t json_count(const nlohmann::json& record, const char* key) {
    const auto found = record.find(key);
    if (found == record.end() || !found->is_number_unsigned()) {
        throw UsageError(trf("\"{0}\" is missing or not a whole number", key));
    }
    return found->get<std::uint64_t>();
}

// The random generator's draws: at most k_record_max_draws, which skipping takes a moment.
std::uint64_t json_draws(const nlohmann::json& record) {
    const std::uint64_t draws = json_count(record, "draws");
    if (draws > k_record_max_draws) {
        throw UsageError(
            trf("\"draws\" is more than {0}, more than any game draws", k_record_max_draws));
    }
    return draws;
}

// "difficulty": a probability for both seats, or one for each; "style", classic when missing.
SeatStrengths json_strengths(const nlohmann::json& record) {
    const auto found_style = record.find("style");
    const StrengthStyle style =
        found_style == record.end()
            ? StrengthStyle::classic
            : parse_style("\"style\"", found_style->is_string()
                                           ? excerpt(found_style->get<std::string>())
                                           : std::string());
    const auto found = record.find("difficulty");
    const auto probability = [&](const nlohmann::json& value) {
        if (!value.is_number() || !(value.get<double>() >= 0.0) || !(value.get<double>() <= 1.0)) {
            throw UsageError(tr("\"difficulty\" is missing or not a probability between 0 and 1"));
        }
        return Strength::from_probability(value.get<double>(), style);
    };
    if (found != record.end() && found->is_array() && found->size() == 2) {
        return {probability((*found)[0]), probability((*found)[1])};
    }
    const Strength both = probability(found == record.end() ? nlohmann::json() : *found);
    return {both, both};
}

// The moves taken back that redo would play again, when the record has them (records written
// before they were kept have none).
void restore_taken_back(const GameDescription& game, const nlohmann::json& record,
                        GameSession& session) {
    if (!record.contains("taken_back")) {
        return;
    }
    std::vector<AnyMove> moves;
    for (const auto& json_move : json_list(record, "taken_back")) {
        moves.push_back(game.move_from_json(json_object(json_move, "taken_back")));
    }
    try {
        session.restore_taken_back(moves);
    } catch (const std::invalid_argument&) {
        throw UsageError(tr("the moves of \"taken_back\" cannot be played there"));
    }
}

// The session a record describes, every move played again; UsageError for anything damaged.
std::unique_ptr<GameSession> session_of(const GameDescription& game, const nlohmann::json& record) {
    Lineup lineup;
    lineup.mode = parse_players_mode("\"players\"", excerpt(json_string(record, "players")));
    const SeatStrengths strengths = json_strengths(record);
    Random random(json_count(record, "seed"));
    random.skip(json_draws(record));
    auto session = make_session(
        game.setup_from_json(json_object(json_member(record, "setup"), "setup")),
        {SeatPlan{lineup.is_human(Seat::one), strengths[0]},
         SeatPlan{lineup.is_human(Seat::two), strengths[1]}},
        json_int(record, "first", 1, 2) == 1 ? Seat::one : Seat::two, std::move(random));
    int number = 0;
    for (const auto& json_move : json_list(record, "moves")) {
        ++number;
        const AnyMove move = game.move_from_json(json_object(json_move, "moves"));
        if (!session->is_legal(move)) {
            throw UsageError(trf("move {0} cannot be played there", number));
        }
        session->play(move);
    }
    restore_taken_back(game, record, *session);
    return session;
}

}  // namespace

nlohmann::ordered_json record_json(const GameDescription& game, const GameSession& session) {
    nlohmann::ordered_json record;
    record["format"] = k_format;
    record["version"] = k_version;
    record["game"] = game.name();
    record["setup"] = game.setup_json(session.setup());
    record["players"] = players_name(session);
    record["difficulty"] = difficulty(session);
    if (style(session) == StrengthStyle::adaptive) {
        record["style"] = style_name(StrengthStyle::adaptive);
    }
    record["first"] = seat_index(session.first()) + 1;
    record["seed"] = session.random().seed();
    record["draws"] = session.random().draws();
    record["moves"] = nlohmann::ordered_json::array();
    for (const PlayedMove& played : session.history()) {
        record["moves"].push_back(game.move_json(played.move));
    }
    const std::vector<AnyMove> taken_back = session.taken_back();
    if (!taken_back.empty()) {
        record["taken_back"] = nlohmann::ordered_json::array();
        for (const AnyMove& move : taken_back) {
            record["taken_back"].push_back(game.move_json(move));
        }
    }
    return record;
}

nlohmann::json parse_record(std::string_view text) {
    if (text.size() > k_record_max_bytes) {
        throw UsageError(trf("not a Marienbad record: larger than any record ({0} bytes at most)",
                             k_record_max_bytes));
    }
    // An object cut short, or a document that says it is a record but is not valid JSON, is a
    // damaged record; anything else that is not JSON is not a record.
    const std::string_view start = trim(text);
    const bool says_record = text.find(k_format) != std::string_view::npos;
    const auto refuse = [&](const std::string& what, bool cut_short) {
        const bool damaged = says_record || (cut_short && start.starts_with('{'));
        return UsageError(damaged ? trf("damaged: {0}", what) : tr("not a Marienbad record"));
    };
    try {
        return nlohmann::json::parse(
            text.begin(), text.end(),
            [](int depth, nlohmann::json::parse_event_t, const nlohmann::json&) {
                if (depth > k_record_max_depth) {
                    throw TooDeep{};
                }
                return true;
            });
    } catch (const TooDeep&) {
        throw refuse(trf("nested more than {0} deep", k_record_max_depth), false);
    } catch (const nlohmann::json::parse_error& error) {
        const bool cut_short = error.byte > text.size();
        throw refuse(cut_short ? tr("cut short") : trf("not valid JSON at byte {0}", error.byte),
                     cut_short);
    } catch (const nlohmann::json::exception&) {
        throw refuse(tr("not valid JSON"), false);  // a number too large for a double, say
    }
}

bool says_it_is_a_record(const nlohmann::json& document) {
    return document.is_object() && text_field(document, "format") == k_format;
}

LoadedRecord load_record(const nlohmann::json& record, const GameDescription* expected) {
    if (!says_it_is_a_record(record)) {
        throw UsageError(tr("not a Marienbad record"));
    }
    const auto version = record.find("version");
    if (version == record.end() || !version->is_number_integer()) {
        throw UsageError(tr("damaged: \"version\" is missing or not a whole number"));
    }
    if (*version != k_version) {
        throw UsageError(tr("a record of another version of Marienbad"));
    }
    const std::string name = text_field(record, "game");
    const Game* found = find_game(name);
    if (found == nullptr) {
        throw UsageError(trf("the record of an unknown game, '{0}'", excerpt(name)));
    }
    const GameDescription* game = &found->description();
    if (expected != nullptr && game != expected) {
        throw UsageError(trf("the record of a game of {0}, not of {1}", name, expected->name()));
    }
    try {
        return {game, session_of(*game, record)};
    } catch (const UsageError& error) {
        throw UsageError(trf("damaged: {0}", error.what()));
    } catch (const nlohmann::json::exception&) {
        throw UsageError(tr("damaged"));
    }
}

}  // namespace marienbad
