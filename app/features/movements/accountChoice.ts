import { code } from '../../../domain/errors/message';
import { choiceField } from '../../data/form';

/** Each movement's accounts, from and to: to be chosen. */
export const accountChoice = choiceField(code('movements.common.chooseAccount'));
