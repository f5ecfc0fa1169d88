// A game's set-up, said and asked in its handout's order.
#include "play/game_setup.hpp"

#include <algorithm>
#include <stdexcept>

#include "catalogue/catalogue.hpp"
#include "catalogue/game_id.hpp"
#include "play/narration.hpp"

namespace marienbad {

GameSetup::GameSetup(const GameDescription& game, ParameterValues values, Random::Seed seed,
                     Wording wording, std::function<Wording(const AnySetup&)> wording_for,
                     std::optional<AnySetup> setup)
    : game_(game),
      values_(std::move(values)),
      settings_(read_match_settings(values_)),
      dialogue_(game.setup_dialogue()),
      random_(seed),
      wording_(wording),
      wording_for_(std::move(wording_for)),
      setup_(std::move(setup)) {
    if (!setup_) {
        game_.check(values_);
    } else if (wording_for_) {
        wording_ = wording_for_(*setup_);
    }
    if (dialogue_.rules_first) {
        said_.push_back(setup_ ? game_of(*setup_).rules_sentence(*setup_, wording_)
                               : game_.rules_sentence(values_, wording_));
    }
    said_.push_back(seed_announcement(seed));
    if (!dialogue_.settings_heading.empty()) {
        said_.push_back(dialogue_.settings_heading);
    }
    advance();
}

void GameSetup::advance() {
    question_.reset();
    parameter_ = nullptr;
    if (!setup_) {
        const auto& specs = values_.specs();
        const auto missing =
            std::find_if(specs.begin(), specs.end(),
                         [&](const ParameterSpec& spec) { return values_.to_ask(spec); });
        if (missing != specs.end()) {
            parameter_ = &*missing;
            question_ = SetupQuestion::parameter;
            return;
        }
        GameStart start = game_.start(values_, random_);
        setup_ = std::move(start.setup);
        if (wording_for_) {
            wording_ = wording_for_(*setup_);
        }
        said_.insert(said_.end(), start.settings.begin(), start.settings.end());
    }
    if (!id_said_) {
        said_.push_back(game_id_line(game_id(*setup_)));
        id_said_ = true;
    }
    if (settings_.lineup.mode != PlayersMode::human_human && !strength_said_) {
        if (!settings_.strengths) {
            question_ = SetupQuestion::strength;
            return;
        }
        std::vector<ComputerSeat> computers;
        for (const Seat seat : {Seat::one, Seat::two}) {
            if (!settings_.lineup.is_human(seat)) {
                computers.push_back(
                    {seat, (*settings_.strengths)[static_cast<std::size_t>(seat_index(seat))]});
            }
        }
        said_.push_back(computer_announcement(computers));
        strength_said_ = true;
    }
    if (settings_.asks_who_starts(dialogue_)) {
        question_ = SetupQuestion::who_starts;
        return;
    }
    if (!dialogue_.rules_first) {
        said_.push_back(game_of(*setup_).rules_sentence(*setup_, wording_));
    }
}

const ParameterSpec& GameSetup::parameter() const {
    if (parameter_ == nullptr) {
        throw std::logic_error("GameSetup::parameter: no parameter is asked");
    }
    return *parameter_;
}

void GameSetup::answer_parameter(int value) {
    values_.give(parameter().name, std::to_string(value));
    advance();
}

void GameSetup::answer_strength(Strength strength) {
    strength.style = settings_.style;
    settings_.strengths = SeatStrengths{strength, strength};
    advance();
}

void GameSetup::answer_who_starts(FirstPlayer first) {
    settings_.lineup.first = first;
    settings_.first_given = true;
    advance();
}

std::unique_ptr<GameSession> GameSetup::start() {
    if (question_ || !setup_) {
        throw std::logic_error("GameSetup::start: a question is still open");
    }
    return make_session(*setup_, settings_.lineup, settings_.strengths.value_or(SeatStrengths{}),
                        std::move(random_));
}

std::string game_id_line(const std::string& id) {
    return trf("Game id: {0}", id);
}

std::vector<std::string> resuming_said(const GameDescription& game, const GameSession& session,
                                       const std::string& path, const Wording& wording) {
    const bool rules_first = game.setup_dialogue().rules_first;
    std::vector<std::string> said;
    if (rules_first) {
        said.push_back(game_of(session.setup()).rules_sentence(session.setup(), wording));
    }
    said.push_back(resuming_announcement(path, session.random().seed(),
                                         static_cast<long long>(session.history().size())));
    said.push_back(game_id_line(game_id_now(session)));
    if (const auto computers = session.computers(); !computers.empty()) {
        said.push_back(computer_announcement(computers));
    }
    if (!rules_first) {
        said.push_back(game_of(session.setup()).rules_sentence(session.setup(), wording));
    }
    return said;
}

bool leaves_questions(const GameDescription& game, const ParameterValues& values) {
    const auto& specs = values.specs();
    if (std::any_of(specs.begin(), specs.end(),
                    [&](const ParameterSpec& spec) { return values.to_ask(spec); })) {
        return true;
    }
    const MatchSettings settings = read_match_settings(values);
    return settings.asks_strength() || settings.asks_who_starts(game.setup_dialogue());
}

Random::Seed seed_to_play(const ParameterValues& values) {
    return read_match_settings(values).seed.value_or(Random::fresh_seed());
}

}  // namespace marienbad
