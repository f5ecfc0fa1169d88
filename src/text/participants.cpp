// Names of the seats and the sentences about turns and winners.
#include "text/participants.hpp"

#include "i18n/i18n.hpp"

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

bool is_computer(Participant participant) {
    return participant == Participant::computer || participant == Participant::computer_one ||
           participant == Participant::computer_two;
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

}  // namespace marienbad
