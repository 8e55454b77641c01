/** The automation request's schema is the one of `@tagproof/contracts`, shared with the web app. */
export {
  AutomationRequestSchema,
  InstructionSchema,
  InstructionSelectorsSchema,
  type AutomationRequest,
  type Instruction,
} from '@tagproof/contracts';
