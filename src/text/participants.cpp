// Names of the seats, the sentences about turns and winners, and the levels.
#include "text/participants.hpp"

#include <array>

#include "i18n/i18n.hpp"
#include "players/adaptive_strength.hpp"

namespace marienbad {

Participants Participants::for_mode(PlayersMode mode) {
    switch (mode) {
        case PlayersMode::human_computer:
            return {{Participant::you, Participant::computer}};
        case PlayersMode::computer_computer:
            return {{Participant::computer_one, Participant::computer_two}};
        case PlayersMode::human_human:
            return {{Participant::player_one, Participant::player_two}};
    }
    return {{Participant::you, Participant::computer}};
}

Participants Participants::for_seats(bool person_at_one, bool person_at_two) {
    if (person_at_one && person_at_two) {
        return for_mode(PlayersMode::human_human);
    }
    if (!person_at_one && !person_at_two) {
        return for_mode(PlayersMode::computer_computer);
    }
    return person_at_one ? Participants{{Participant::you, Participant::computer}}
                         : Participants{{Participant::computer, Participant::you}};
}

std::string participant_name(Participant participant) {
    switch (participant) {
        case Participant::you:
            return tr("You");
        case Participant::computer:
            return tr("The computer");
        case Participant::computer_one:
            return tr("Computer 1");
        case Participant::computer_two:
            return tr("Computer 2");
        case Participant::player_one:
            return tr("Player 1");
        case Participant::player_two:
            return tr("Player 2");
    }
    return {};
}

std::string turn_message(Participant participant) {
    switch (participant) {
        case Participant::you:
            return tr("Your turn.");
        case Participant::player_one:
        case Participant::player_two:
            return trf("{0}, your turn.", participant_name(participant));
        case Participant::computer:
        case Participant::computer_one:
        case Participant::computer_two:
            break;
    }
    return trf("{0} plays.", participant_name(participant));
}

std::string winner_message(Participant winner) {
    if (winner == Participant::you) {
        return tr("You win! Well played.");
    }
    if (winner == Participant::computer) {
        return tr("The computer wins. Try again!");
    }
    return trf("{0} wins!", participant_name(winner));
}

std::string abandoned_message() {
    return tr("End of input: the game is abandoned.");
}

std::string level_name(int level) {
    static constexpr std::array<const char*, 4> k_names = {tr_noop("beginner"), tr_noop("medium"),
                                                           tr_noop("expert"), tr_noop("virtuoso")};
    return tr(k_names.at(static_cast<std::size_t>(level - k_min_level)));
}

std::string describe_strength(const Strength& strength) {
    const double p = strength.best_move_probability;
    if (strength.style == StrengthStyle::adaptive) {
        if (const auto level = strength.level()) {
            return trf("level {0} ({1}, adaptive)", *level, level_name(*level));
        }
        return trf("adaptive play at {0} (about {1:.1f} mistakes a game)", p,
                   p > 0.0 ? adaptive_plan(p).mistakes_per_game : 0.0);
    }
    if (const auto level = strength.level()) {
        return trf("level {0} ({1})", *level, level_name(*level));
    }
    return trf("probability {0} of playing its best move", p);
}

bool computers_differ(const std::vector<ComputerSeat>& computers) {
    return computers.size() == 2 && computers[0].strength != computers[1].strength;
}

std::string describe_computers(const std::vector<ComputerSeat>& computers) {
    if (computers_differ(computers)) {
        return trf("{0} against {1}", describe_strength(computers[0].strength),
                   describe_strength(computers[1].strength));
    }
    return describe_strength(computers.front().strength);
}

}  // namespace marienbad
