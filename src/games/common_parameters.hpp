// The parameters every game takes (--level, --difficulty, --style, --first, --players, --seed,
// --coach, --ui, --no-animation, --explain, --review, --record, --resume) and what they say, typed;
// and those the menu takes (--ui, --no-animation, --seed, --record).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "games/game_description.hpp"
#include "games/option_values.hpp"
#include "games/parameters.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"
#include "session/game_session.hpp"

namespace marienbad {

struct MatchSettings {
    // --level or --difficulty (one for both seats, or one each) and --style; asked when a
    // computer plays.
    std::optional<SeatStrengths> strengths;
    StrengthStyle style = StrengthStyle::classic;  // --style
    Lineup lineup;                                 // --players, --first
    bool first_given = false;                      // --first was given (else handout 001 asks)
    std::optional<Random::Seed> seed;              // --seed; drawn when missing
    std::optional<UiKind> ui;           // --ui; when missing, the terminal UI at a terminal
    bool animation = true;              // the terminal UI shows the computer's move a moment
    bool explain = false;               // why the computer played each move
    bool coach = false;                 // a line after a person's move that lets a win go
    bool review = false;                // the review of the game at its end
    bool screen_reader = false;         // line mode says the board in words (--screen-reader)
    std::optional<std::string> record;  // --record FILE
    std::optional<std::string> resume;  // --resume FILE

    // Whether the computer's strength is still to be asked: a computer plays and none was given.
    bool asks_strength() const { return lineup.mode != PlayersMode::human_human && !strengths; }
    // Whether who starts is still to be asked: the game asks it (handout 001), a person plays the
    // computer, and --first was not given.
    bool asks_who_starts(const SetupDialogue& dialogue) const {
        return dialogue.asks_who_starts && lineup.mode == PlayersMode::human_computer &&
               !first_given;
    }
};

std::vector<ParameterSpec> common_game_parameters();
// The options of `marienbad` without a command (the menu): --ui, --no-animation, --seed, --record
// (the games played from it recorded).
std::vector<ParameterSpec> menu_parameters();
// The game's own parameters as its command takes them: the help of each one asked when missing
// (its `question`) says so.
std::vector<ParameterSpec> own_play_parameters(const GameDescription& game);
// The game's own parameters as its command takes them, then those every game takes.
std::vector<ParameterSpec> play_parameters(const GameDescription& game);

// Reads the common parameters; UsageError for a bad value or combination.
MatchSettings read_match_settings(const ParameterValues& values);

}  // namespace marienbad
