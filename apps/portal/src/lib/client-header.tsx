import { createContext, useContext, type ReactNode } from 'react'

/**
 * Controls the client layout adds to the header of every client page (the notification bell), so that the
 * client feature shows them without importing another feature.
 */
export const ClientHeaderExtras = createContext<ReactNode>(null)

export const useClientHeaderExtras = () => useContext(ClientHeaderExtras)
