// Starting a game from its description and its values, the one way every front end and the
// command line start one. The set-up says what its handout's dialogue says before the first move,
// in the handout's order — the rules when they come first, the seed, the settings' heading, what
// was drawn, the computer's strength, the rules when they come as play starts — and stops at each
// question still open: a parameter the values leave out (handout 000's number of columns, handout
// 001's rows and columns), the computer's level, who starts (handout 001). Line mode answers each
// question as it comes; a form gives every value first, so nothing stops it. Then the session.
// Once the position is known, its game id is said (catalogue/game_id.hpp). A game opened from an id
// starts from the id's setup: the game's own parameters are neither asked nor read.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "games/common_parameters.hpp"
#include "games/game_description.hpp"
#include "session/game_session.hpp"

namespace marienbad {

enum class SetupQuestion {
    parameter,   // a parameter of the game: setup.parameter() says which
    strength,    // the computer's level
    who_starts,  // who moves first, the computer or the person
};

class GameSetup {
  public:
    // Checks the values (UsageError, before anything is said) and says what comes before the
    // first question.
    // `wording`: how the front end draws the board (the rules name Nim's piles as drawn);
    // `wording_for`, when given, says it once the board is drawn, from the game's setup (a front
    // end that turns the board to fit it); `setup`: the position an id gave, in place of the one
    // the game's parameters would give.
    GameSetup(const GameDescription& game, ParameterValues values, Random::Seed seed,
              Wording wording = {}, std::function<Wording(const AnySetup&)> wording_for = {},
              std::optional<AnySetup> setup = std::nullopt);

    const GameDescription& game() const { return game_; }
    const ParameterValues& values() const { return values_; }
    // Everything said so far, in order: a front end shows the lines it has not shown yet.
    const std::vector<std::string>& said() const { return said_; }
    // The words the board is said in (wording_for's, once the board is drawn).
    const Wording& wording() const { return wording_; }

    // The question open now; none when the game can start.
    std::optional<SetupQuestion> question() const { return question_; }
    // The parameter asked, when the question is a parameter.
    const ParameterSpec& parameter() const;

    void answer_parameter(int value);
    // The level answered, for every computer, in the style chosen (--style).
    void answer_strength(Strength strength);
    void answer_who_starts(FirstPlayer first);

    // The game, once no question is open (std::logic_error otherwise).
    std::unique_ptr<GameSession> start();

  private:
    // Goes on saying what comes next, up to the next question or the start.
    void advance();

    const GameDescription& game_;
    ParameterValues values_;
    MatchSettings settings_;
    SetupDialogue dialogue_;
    Random random_;
    Wording wording_;
    std::function<Wording(const AnySetup&)> wording_for_;
    std::optional<AnySetup> setup_;  // given, or drawn once every parameter is known
    bool id_said_ = false;
    bool strength_said_ = false;
    std::optional<SetupQuestion> question_;
    const ParameterSpec* parameter_ = nullptr;
    std::vector<std::string> said_;
};

// What a game resumed from its record says first: the rules when its handout says them first,
// where it was recorded and how far it went, the game id of the position reached, the computer's
// strength, the rules when they come as play starts.
// "Game id: nim:1,2,3", what a game says of its position's id.
std::string game_id_line(const std::string& id);

std::vector<std::string> resuming_said(const GameDescription& game, const GameSession& session,
                                       const std::string& path, const Wording& wording = {});

// Whether the values leave a question open before a game can start (a form opens first).
bool leaves_questions(const GameDescription& game, const ParameterValues& values);

// The seed of a game: --seed when given, else a fresh one.
Random::Seed seed_to_play(const ParameterValues& values);

}  // namespace marienbad
